/** English, the source of tutorial's refusal codes; every other language has exactly these. */
export const en = {
  TUTORIAL_ITEM_NOT_FOUND: 'There is no such tutorial in this community',
  TUTORIAL_ITEM_SHARED: 'This tutorial is published for every community and cannot be changed here',
  TUTORIAL_ITEM_ARCHIVED: 'This tutorial is archived',
  TUTORIAL_FILE_NOT_OURS: 'The file was not uploaded for tutorials of this community',
  TUTORIAL_FILE_WRONG_KIND: 'A video needs an MP4 file; a PR file needs a PDF or a picture',
  TUTORIAL_WRONG_SOURCE: 'Only a video has a YouTube link or an MP4; only a guide has a text',
  TUTORIAL_CONTENT_MISSING: 'A video needs a YouTube link or an MP4, a guide a text, a PR file an upload',
  TUTORIAL_NO_FILE: 'Choose a file to upload',
  TUTORIAL_FILE_EMPTY: 'The file is empty',
  NOT_A_TUTORIAL_FILE: 'Upload an MP4 video, a PDF or a picture (JPEG, PNG, WebP)',
  TUTORIAL_FILE_TOO_LARGE: 'The file is too large',
  NO_TUTORIAL_WITH_ID: 'No operator tutorial has the id {id}',
} as const;
