'use client'

import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react'
import { typedPhone } from '../../intake/sanitize'
import { useField } from './form-context.client'
import type { Option } from './types'

/** A label above its control and, when the form's message is about it, the message under it. */
export function Labelled(props: {
  id: string
  label: string
  message: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={props.id} className="lead-label">
        {props.label}
      </label>
      {props.children}
      {props.message}
    </div>
  )
}

type Named<T extends 'input' | 'select'> = Omit<ComponentProps<T>, 'id' | 'name'> & {
  name: string
  label: string
}

/** A labelled input of a lead form (a name, an e-mail, a link). */
export function InputField({ name, label, ...input }: Named<'input'>) {
  const field = useField(name)
  return (
    <Labelled id={field.id} label={label} message={field.message}>
      <input id={field.id} name={name} className="lead-input" {...input} {...field.inputProps} />
    </Labelled>
  )
}

/**
 * A box whose value is the form's state keeps what the visitor typed before the page's
 * JavaScript ran: it is in the box but not in the state (cached pages hydrate after their first
 * paint, seconds later on a slow phone), and the form's next render would put the state back into
 * the box, empty. So the box's own value is taken when it differs, which only happens on that
 * first commit: afterwards every keystroke goes through `onChange` and the two agree.
 */
function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  shown: string,
  take: (typed: string) => void,
) {
  useLayoutEffect(() => {
    const typed = input.current?.value ?? shown
    if (typed !== shown) take(typed)
  })
}

/** A labelled text input whose value is the caller's (a referral being typed). */
export function ControlledInputField({
  value,
  onChange,
  ...props
}: Omit<Named<'input'>, 'value' | 'onChange'> & {
  value: string
  onChange: (text: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(input, value, onChange)
  return (
    <InputField
      ref={input}
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

type PhoneProps = {
  label: string
  name?: string
  /** Digits kept at most (11 on the Spanish and parole forms). */
  cap?: number
  defaultValue?: string
  /** Given with `onChange`, the input is the caller's (a referral being typed); else its own. */
  value?: string
  onChange?: (digits: string) => void
  autoComplete?: string
}

/**
 * The one phone input: digits only as the visitor types, capped where the form caps it. The cap
 * counts digits, never characters (no maxlength): a pasted or autofilled '(202) 555-0177' is 14
 * characters and keeps its 10 digits.
 */
export function PhoneInput({ name = 'phone', cap, value, onChange, ...props }: PhoneProps) {
  const [own, setOwn] = useState(() => typedPhone(props.defaultValue ?? '', cap))
  const input = useRef<HTMLInputElement>(null)
  const shown = value ?? own
  const change = onChange ?? setOwn
  useTypedBeforeHydration(input, shown, (typed) => change(typedPhone(typed, cap)))
  return (
    <InputField
      ref={input}
      name={name}
      label={props.label}
      type="tel"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'tel'}
      value={shown}
      onChange={(event) => change(typedPhone(event.target.value, cap))}
    />
  )
}

/** A labelled select; `placeholder` is its empty first option. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  ...select
}: Named<'select'> & { options: readonly Option[]; placeholder?: string }) {
  const field = useField(name)
  return (
    <Labelled id={field.id} label={label} message={field.message}>
      <select id={field.id} name={name} className="lead-input" {...select} {...field.inputProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

type CheckboxProps = {
  name: string
  label: ReactNode
  defaultChecked?: boolean
  /** The id of a text that describes the box (the consent text). */
  describedBy?: string
  /** A label of several lines (the consent text): the box aligns with its first line. */
  long?: boolean
}

/** A box sent as 1 when ticked (terms, the social-media form's flags), its label beside it. */
export function CheckboxRow({ name, label, defaultChecked, describedBy, long }: CheckboxProps) {
  const field = useField(name, describedBy)
  return (
    <div>
      <div className={long ? 'flex items-start gap-2 text-sm' : 'flex items-center gap-2'}>
        <input
          id={field.id}
          name={name}
          type="checkbox"
          value="1"
          defaultChecked={defaultChecked}
          className={long ? 'mt-1 h-5 w-5 shrink-0' : 'h-5 w-5'}
          {...field.inputProps}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {field.message}
    </div>
  )
}
