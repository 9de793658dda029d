// Our button: antd's, themed by the brand through the one ConfigProvider (style.md §7).
export { Button } from 'antd';
export type { ButtonProps } from 'antd';
