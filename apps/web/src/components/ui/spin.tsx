export { Spin } from 'antd';
export type { SpinProps } from 'antd';
