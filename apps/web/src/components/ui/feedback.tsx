export { Alert, Tag, Badge, Tooltip, Popover, Collapse, Pagination, Dropdown } from 'antd';
export type {
  AlertProps,
  TagProps,
  BadgeProps,
  TooltipProps,
  PopoverProps,
  CollapseProps,
  PaginationProps,
  DropdownProps,
} from 'antd';
