export { Ellipsis } from './ellipsis';
