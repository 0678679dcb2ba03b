import { centreTestConfig } from '@lingxi/testing/vitest';

export default centreTestConfig();
