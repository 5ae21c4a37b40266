export { PageWrapper, type PageLink, type PageSearch, type PageTabs } from './page-wrapper';
