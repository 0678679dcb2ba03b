// Exposed as `./mount`: framework-neutral `mount(element, { basename, apiBase, configUrl }) => unmount`.
import { centre } from './centre';

export const mount = centre.mount;
export default mount;
