export { DescriptionList, type DescriptionItem } from './description-list';
export { detailColumns } from './description-list-layout';
