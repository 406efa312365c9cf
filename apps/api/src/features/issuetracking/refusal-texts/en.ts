/** English, the source of issuetracking's refusal codes; every other language has exactly these. */
export const en = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: 'There is no such group in this community',
  ISSUE_GROUP_NAME_TAKEN: 'A group named "{name}" already exists',
  ISSUE_GROUP_HAS_CURRENT:
    'This group still holds {count} current tasks: close or move them before archiving it',
  ISSUE_GROUP_ARCHIVED: 'This group is archived',
  ISSUE_MEMBER_NOT_STAFF: 'Only staff and committee of this community can be members of a private group',
  ISSUE_TASK_NOT_FOUND: 'There is no such task in this community',
  ISSUE_TASK_STALE: 'Someone changed this task after you opened it: reload it and try again',
  ISSUE_TASK_CLOSED_UPDATE: 'Task {number} is closed: recall the task before changing it',
  ISSUE_TASK_CLOSED_MOVE: 'Task {number} is closed: recall the task before moving it',
  ISSUE_TASK_ALREADY_CLOSED: 'Task {number} is already closed',
  ISSUE_TASK_NOT_CLOSED: 'Task {number} is not closed: only a closed task can be recalled',
  ISSUE_TASK_SAME_GROUP: 'Task {number} is already in this group',
  ISSUE_ASSIGNEE_NOT_STAFF: 'Tasks can be assigned only to staff and committee of this community',
  ISSUE_PLACE_NOT_FOUND: 'There is no such building or unit in this community',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: 'There is no such comment on this task',
  ISSUE_COMMENT_EMPTY: 'Write something or add a photo',
  ISSUE_COMMENT_NOT_YOURS: 'You can change only your own comments',
  ISSUE_COMMENT_EDIT_EXPIRED: 'A comment can be edited only within {minutes} minutes of posting',
  ISSUE_COMMENT_DELETED: 'This comment was deleted',
  ISSUE_COMMENT_PHOTO_LIMIT: 'A comment takes at most {max} photos',
  ISSUE_MENTION_NOT_READER: 'You can mention only people who can see this task',
  ISSUE_ATTACHMENT_LIMIT: 'A task holds at most {max} attachments',
  ISSUE_ATTACHMENT_TYPE: 'Attach photos (JPEG, PNG, WebP) or PDF files only',
  ISSUE_ATTACHMENT_NOT_FOUND: 'There is no such attachment on this task',
  ISSUE_ATTACHMENT_NONE: 'Choose at least one photo or PDF file to attach',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'The start date must not be after the end date',
  ISSUE_IMPORT_FILE: 'Upload an Excel (.xlsx) or CSV file',
  ISSUE_IMPORT_EMPTY: 'The file has no rows to import',
  ISSUE_IMPORT_TOO_MANY: 'A defect list holds at most {max} rows',
  ISSUE_IMPORT_BAD_ROWS: '{count} rows have problems: nothing was saved',
  ISSUE_IMPORT_MISSING_COLUMN: 'The file has no "{column}" column',
  ISSUE_IMPORT_ROW_TITLE: 'The title is missing or longer than {max} characters',
  ISSUE_IMPORT_ROW_PRIORITY: 'The priority must be one of URGENT, HIGH, NORMAL, LOW',
  ISSUE_IMPORT_ROW_DATE: 'The due date must be a date (YYYY-MM-DD or DD/MM/YYYY)',
  ISSUE_IMPORT_ROW_UNIT: 'There is no unit "{unit}" in this community',
  ISSUE_RANGE_TOO_LONG: 'A report covers at most {max} days',
  ISSUE_IMPORT_ROW_TEXT: 'The details must be at most {max} characters',
  ISSUE_IMPORT_ROW_LABELS: 'At most {max} labels, separated by commas, each at most {length} characters',
} as const;
