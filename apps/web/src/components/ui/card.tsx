export { Card } from 'antd';
export type { CardProps } from 'antd';
