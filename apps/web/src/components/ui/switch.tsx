export { Switch } from 'antd';
export type { SwitchProps } from 'antd';
