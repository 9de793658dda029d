export { Form, Checkbox, Radio, Slider } from 'antd';
export type { FormProps, FormInstance, CheckboxProps, RadioProps, SliderSingleProps } from 'antd';
