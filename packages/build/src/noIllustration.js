// Stands in for antd's Result illustrations (403, 404, 500) in the builds: the console never shows them
// (@lingxi/build, antd.ts: RESULT_ILLUSTRATIONS).
const NoIllustration = () => null;
export default NoIllustration;
