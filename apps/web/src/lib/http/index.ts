export { http, getReply, postReply, unwrap, HTTP_TIMEOUT_MS } from './client';
export { ApiError, isApiError } from './api-error';
export { setCurrentRoute } from './route-context';
export { mapHttpError } from './map-http-error';
export { downloadFile, saveBlob } from './download';
