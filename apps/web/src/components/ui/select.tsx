export { Select, AutoComplete } from 'antd';
export type { SelectProps, AutoCompleteProps } from 'antd';
