import { Typography } from 'antd';

export { Typography };
export type { TypographyProps } from 'antd';

/** Shorthands so screens write <Title>, <Text>, <Paragraph> and <Link> directly. */
export const { Title, Text, Paragraph, Link } = Typography;
