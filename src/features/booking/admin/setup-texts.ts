/** The admin's texts of the online booking set-up, read with `t('bookingSetup:key')`. */
export const bookingSetupTextsEs = {
  weekdaysShortcut: 'Lun–Vie',
  weekdaysShortcutLabel: 'Elegir de lunes a viernes',
  timeOrder: 'La hora «Hasta» debe ser posterior a la hora «Desde».',
  timeFormat: 'Elija una hora de la lista.',
  previewTitle: 'Horas que verán los visitantes',
  previewHint:
    'Las horas que la página de agradecimiento ofrecerá en los próximos 7 días hábiles, con los ajustes guardados, en la zona horaria de la firma ({{zone}}). Guarde los cambios para verlos aquí.',
  previewLoading: 'Calculando las horas…',
  previewFailed: 'No se pudo calcular la vista previa. Recargue la página.',
  previewNoAvailability:
    'Aún no hay horarios de agentes: los visitantes no pueden reservar una llamada. Agregue un horario (por ejemplo, de lunes a viernes de 9:00 a. m. a 5:00 p. m.) y guarde.',
  previewEmpty:
    'Con los ajustes guardados no se ofrece ninguna hora. Revise que los horarios de los agentes caigan dentro del Horario de atención de la oficina.',
  previewNarrowed:
    'El Horario de atención quita {{count}} horas en que sus agentes están disponibles (fuera del horario de la oficina o en días feriados): esas horas no se ofrecen.',
  previewTimes: '{{count}} horas',
}

export type BookingSetupTexts = typeof bookingSetupTextsEs

export const bookingSetupTextsEn: BookingSetupTexts = {
  weekdaysShortcut: 'Mon–Fri',
  weekdaysShortcutLabel: 'Choose Monday to Friday',
  timeOrder: 'The “To” time must be later than the “From” time.',
  timeFormat: 'Choose a time from the list.',
  previewTitle: 'Times visitors will be offered',
  previewHint:
    "The times the thank-you page will offer over the next 7 business days, with the saved settings, in the firm's time zone ({{zone}}). Save your changes to see them here.",
  previewLoading: 'Working out the times…',
  previewFailed: 'The preview could not be worked out. Reload the page.',
  previewNoAvailability:
    'No agent has hours yet: visitors cannot book a call. Add hours (for example, Monday to Friday, 9:00 AM to 5:00 PM) and save.',
  previewEmpty:
    "With the saved settings no time is offered. Check that the agents' hours fall within the office's Intake schedule.",
  previewNarrowed:
    "The Intake schedule takes away {{count}} times when your agents are available (outside the office's hours or on holidays): those times are not offered.",
  previewTimes: '{{count}} times',
}
