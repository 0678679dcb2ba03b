/**
 * Service resources (PAGES "Service resources", issue 20): the services of the platform by category
 * (the category filter of the search), each added and edited with its provider, contact, price, picture
 * and content (rich text), viewed with the content sanitised.
 */
import { CrudPage, listPrefetch } from '@lingxi/ui';
import { serviceResource } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(serviceResource);

export default function ServiceResourcePage() {
  return <CrudPage resource={serviceResource} />;
}
