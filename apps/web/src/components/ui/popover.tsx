export { Popover } from 'antd';
export type { PopoverProps } from 'antd';
