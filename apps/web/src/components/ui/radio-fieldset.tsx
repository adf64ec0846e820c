import type { FieldsetHTMLAttributes, ReactNode } from 'react';

type RadioFieldsetProps<V extends string | number> = Pick<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'aria-describedby' | 'aria-invalid'
> & {
  legend: string;
  /** The radios' shared name. */
  name: string;
  options: readonly { value: V; label: string }[];
  /** The chosen one, or null before any is. */
  value: V | null;
  onChange: (value: V) => void;
  /** The group and each choice, styled by the form they are in. */
  classNames: { root?: string; option?: string };
  /** Under the choices, inside the group (its error). */
  children?: ReactNode;
};

/** One of a short list of reasons (or other choices) as labelled radio buttons under a legend. */
export function RadioFieldset<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  classNames,
  children,
  ...aria
}: RadioFieldsetProps<V>) {
  return (
    <fieldset className={classNames.root} {...aria}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classNames.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
