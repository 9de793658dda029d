export { Modal } from 'antd';
export type { ModalProps } from 'antd';
