export { Space, Flex } from 'antd';
export type { SpaceProps, FlexProps } from 'antd';
