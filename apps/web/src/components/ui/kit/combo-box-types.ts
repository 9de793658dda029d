/** The ComboBox's props, shared by its light field (combo-box.tsx, combo-box-sheet.tsx) and its on-demand input. */

export interface ComboBoxOption {
  /** Unique in the list (a city and its airport may share a code: the caller makes ids unique). */
  id: string;
  name: string;
  subtitle?: string;
}

export interface ComboBoxGroup<T extends ComboBoxOption> {
  id: string;
  /** The group's heading ("Airports"); empty for an ungrouped list. */
  title: string;
  options: readonly T[];
}

export interface ComboBoxProps<T extends ComboBoxOption> {
  /** The input's id: a form focuses it to point at an error. */
  id: string;
  label: string;
  placeholder?: string;
  /** The typed text (controlled: the caller debounces it into its own query). */
  inputValue: string;
  onInputChange: (text: string) => void;
  groups: readonly ComboBoxGroup<T>[];
  onSelect: (option: T) => void;
  /** Called when the clear button empties the field. */
  onClear: () => void;
  onBlur?: () => void;
  /** A request is running: shown as a status line, and instead of `emptyText` while nothing is listed. */
  isLoading?: boolean;
  /** Already translated texts. `emptyText` null: nothing to say (e.g. fewer characters than a search needs). */
  loadingText: string;
  emptyText: string | null;
  clearLabel: string;
  isInvalid?: boolean;
  /** The id of the element describing an error, announced with the field. */
  errorId?: string | undefined;
  className?: string;
  /** The phone sheet's closing button, already translated ("Done"). */
  doneLabel: string;
}
