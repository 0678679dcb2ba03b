// Exposed as `./routes`: the centre's pages for a host that provides router, providers and session.
import { centre } from './centre';

export default centre.Routes;
