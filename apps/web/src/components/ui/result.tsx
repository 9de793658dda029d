export { Result, Empty } from 'antd';
export type { ResultProps, EmptyProps } from 'antd';
