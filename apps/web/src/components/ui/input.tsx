export { Input, InputNumber } from 'antd';
export type { InputProps, InputNumberProps, InputRef } from 'antd';
