export { Layout, Row, Col, Divider, Grid } from 'antd';
export type { LayoutProps, RowProps, ColProps, DividerProps } from 'antd';
