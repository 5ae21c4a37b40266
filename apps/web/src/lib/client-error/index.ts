export { newErrorId } from './error-id';
export { clientErrorReport, reportClientError } from './report-client-error';
