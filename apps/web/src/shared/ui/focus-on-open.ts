/**
 * A dialog's first field, focused once the dialog is open. antd renders a Modal's content before
 * its portal joins the page, so a field's `autoFocus` finds nothing to focus, and the Modal's
 * focus trap then puts the focus on its close button. Given as the Modal's `afterOpenChange`, this
 * puts the caret in the field with this id (antd's Form ids are `<form name>_<field name>`).
 */
export const focusOnOpen = (id: string) => (open: boolean) => {
  if (open) document.getElementById(id)?.focus();
};
