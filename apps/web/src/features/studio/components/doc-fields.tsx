import { Checkbox } from '../../../components/ui/kit/checkbox';
import { Select } from '../../../components/ui/kit/select';
import { Switch } from '../../../components/ui/kit/switch';
import { TextArea, TextField } from '../../../components/ui/kit/text-field';
import { getAt } from '../model/document-path';
import { useEditor } from './editor-context';

interface DocFieldProps {
  path: string;
  label: string;
  description?: string;
}

/** A text of the draft at `path`; an empty optional field is removed rather than stored empty. */
export function DocText({
  path,
  label,
  description,
  optional,
  multiline,
  type,
}: DocFieldProps & { optional?: boolean; multiline?: boolean; type?: 'text' | 'url' | 'tel' }) {
  const { document, set, errorFor } = useEditor();
  const value = getAt(document, path);
  const props = {
    label,
    description,
    value: typeof value === 'string' ? value : '',
    onChange: (next: string) => set(path, optional && next === '' ? undefined : next),
    errorMessage: errorFor(path),
    name: path,
  };
  return multiline ? <TextArea {...props} rows={3} /> : <TextField {...props} type={type ?? 'text'} />;
}

/** A number of the draft (points rate, voucher); empty stores null where the schema allows it. */
export function DocNumber({ path, label, description }: DocFieldProps) {
  const { document, set, errorFor } = useEditor();
  const value = getAt(document, path);
  return (
    <TextField
      label={label}
      description={description}
      inputMode="decimal"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(next) => set(path, next.trim() === '' ? null : Number(next))}
      errorMessage={errorFor(path)}
      name={path}
    />
  );
}

export function DocSwitch({ path, label }: DocFieldProps) {
  const { document, set } = useEditor();
  return (
    <Switch isSelected={getAt(document, path) === true} onChange={(next) => set(path, next)}>
      {label}
    </Switch>
  );
}

export function DocCheckbox({ path, label }: DocFieldProps) {
  const { document, set } = useEditor();
  return (
    <Checkbox isSelected={getAt(document, path) === true} onChange={(next: boolean) => set(path, next)}>
      {label}
    </Checkbox>
  );
}

export function DocSelect({
  path,
  label,
  options,
}: DocFieldProps & { options: readonly { value: string; label: string }[] }) {
  const { document, set, errorFor } = useEditor();
  const value = getAt(document, path);
  return (
    <Select
      label={label}
      options={options}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => set(path, next)}
      errorMessage={errorFor(path)}
      name={path}
    />
  );
}
