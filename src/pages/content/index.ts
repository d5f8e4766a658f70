export { ContentLinks, ContentPage, RichText } from './ContentPage';
export { contentPath, documentSlugs } from './contentLinks';
