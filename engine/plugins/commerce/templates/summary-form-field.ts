/**
 * One answer of an additional-fields form in an order summary. The
 * wrapper takes title, answer (the rendered answer, empty when none) and
 * noAnswer ('N/A' or its translation); the answer templates take the field.
 */
export const SUMMARY_FORM_FIELD = `<div style="font-size:11px; margin-top:3px">
  <span style="font-weight:bold;">{title}:</span> {.if answer}{answer}{.or}{noAnswer}{.end}
</div>`;

/** Answer templates by field type (SPEC section 3, answer parts). */
export const SUMMARY_ANSWERS: Readonly<Record<string, string>> = {
  address: `<div style="padding-left:5px;">
  <div>{values.Line1}</div>{.if values.Line2}
  <div>{values.Line2}</div>{.end}
  <div>{values.City}, {values.State} {values.Zip} {values.Country}</div>
</div>`,
  checkbox: `{.if values}{.repeated section values}{@}{.alternates with}, {.end}
{.or}{.if value}{value}{.end}{.end}`,
  date: '{values.Month}/{values.Day}/{values.Year}',
  likert: `<div style="padding-left:5px;">{.repeated section answers}
  <div><span style="font-weight:bold;">{question}:</span> {answer}</div>{.end}
</div>`,
  name: '{values.First} {values.Last}',
  phone: '{.if values.Country}+{values.Country} {.end}{values.Areacode}-{values.Prefix}-{values.Line}',
  time: '{.if values.Hour}{values.Hour}{.or}00{.end}:{.if values.Minute}{values.Minute}{.or}00{.end}:{.if values.Second}{values.Second}{.or}00{.end} {values.Ampm}',
};
