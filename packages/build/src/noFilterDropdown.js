// Stands in for antd's table column filter dropdown in the builds (@lingxi/build, antd.ts:
// TABLE_FILTER_DROPDOWN): the console's tables filter through the search form, never a column's own
// filters, and the dropdown would bring antd's tree into every list page's first load.
// antd's own `flattenKeys`, which the table's filter hook also takes from this file.
export function flattenKeys(filters) {
  let keys = [];
  for (const { value, children } of filters || []) {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  }
  return keys;
}

// the column's title without a filter trigger
const NoFilterDropdown = ({ children }) => children;
export default NoFilterDropdown;
