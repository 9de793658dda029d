export { Progress } from 'antd';
export type { ProgressProps } from 'antd';
