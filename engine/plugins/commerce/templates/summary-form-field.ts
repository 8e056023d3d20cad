/**
 * One answer of an additional-fields form in an order summary. The
 * wrapper takes title, answer (the rendered answer, empty when none) and
 * noAnswer ('N/A' or its translation); the answer templates take the field.
 */
export const SUMMARY_FORM_FIELD = `<div style="font-size:11px; margin-top:3px">
  <span style="font-weight:bold;">{title|htmltag}:</span> {.if answer}{answer}{.or}{noAnswer|htmltag}{.end}
</div>`;

/** Answer templates by field type (SPEC section 3, answer parts). */
export const SUMMARY_ANSWERS: Readonly<Record<string, string>> = {
  address: `<div style="padding-left:5px;">
  <div>{values.Line1|htmltag}</div>{.if values.Line2}
  <div>{values.Line2|htmltag}</div>{.end}
  <div>{values.City|htmltag}, {values.State|htmltag} {values.Zip|htmltag} {values.Country|htmltag}</div>
</div>`,
  checkbox: `{.if values}{.repeated section values}{@|htmltag}{.alternates with}, {.end}
{.or}{.if value}{value|htmltag}{.end}{.end}`,
  date: '{values.Month|htmltag}/{values.Day|htmltag}/{values.Year|htmltag}',
  likert: `<div style="padding-left:5px;">{.repeated section answers}
  <div><span style="font-weight:bold;">{question|htmltag}:</span> {answer|htmltag}</div>{.end}
</div>`,
  name: '{values.First|htmltag} {values.Last|htmltag}',
  phone: '{.if values.Country}+{values.Country|htmltag} {.end}{values.Areacode|htmltag}-{values.Prefix|htmltag}-{values.Line|htmltag}',
  time: '{.if values.Hour}{values.Hour|htmltag}{.or}00{.end}:{.if values.Minute}{values.Minute|htmltag}{.or}00{.end}:{.if values.Second}{values.Second|htmltag}{.or}00{.end} {values.Ampm|htmltag}',
};
