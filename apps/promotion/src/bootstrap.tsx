// Standalone page for the centre's own team: its own login, menu and pages.
import { centre } from './centre';

const root = document.getElementById('root');
if (root) centre.mount(root);
