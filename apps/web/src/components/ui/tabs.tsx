export { Tabs, Segmented } from 'antd';
export type { TabsProps, SegmentedProps } from 'antd';
