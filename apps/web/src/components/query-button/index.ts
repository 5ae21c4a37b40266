export { QueryButton, QUERY_TEXT } from './query-button';
