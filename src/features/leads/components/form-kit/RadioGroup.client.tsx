'use client'

import { useLayoutEffect, useRef } from 'react'
import { useField } from './form-context.client'
import type { Option } from './types'

type RadioProps = {
  name: string
  legend: string
  options: readonly Option[]
  /** Given with `onChange`, the choice is the caller's (it shows or hides other fields). */
  value?: string
  onChange?: (value: string) => void
  defaultValue?: string
}

/** A group of radio buttons under its legend; a message about it shows under the group. */
export function RadioGroup({ name, legend, options, value, onChange, defaultValue }: RadioProps) {
  const field = useField(name)
  const group = useRef<HTMLFieldSetElement>(null)
  // A choice made before the page's JavaScript ran is checked in the page but not in the caller's
  // state, and the next render would uncheck it: taken from the page on that first commit.
  useLayoutEffect(() => {
    if (value === undefined) return
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value
    if (checked && checked !== value) onChange?.(checked)
  })
  return (
    <fieldset ref={group} aria-describedby={field.inputProps['aria-describedby']}>
      <legend className="lead-label">{legend}</legend>
      <div className="flex gap-6">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
            {/* The invalid mark goes on the radios: a fieldset (role group) cannot carry it. */}
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
            <input
              type="radio"
              name={name}
              value={option.value}
              id={`${field.id}-${option.value}`}
              {...(value === undefined
                ? { defaultChecked: option.value === defaultValue }
                : { checked: value === option.value, onChange: () => onChange?.(option.value) })}
              className="h-5 w-5"
              aria-invalid={field.invalid || undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {field.message}
    </fieldset>
  )
}
