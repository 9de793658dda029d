export { Drawer } from 'antd';
export type { DrawerProps } from 'antd';
