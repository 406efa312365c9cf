interface Props {
  body: string;
  bodyFormat: 'PLAIN' | 'HTML';
  className?: string;
}

/**
 * A post's body as residents see it. HTML is only ever what the API answered (it sanitises
 * every HTML body before storing or previewing it: no scripts, handlers or javascript: links),
 * never what was typed into this page; plain text is rendered as text.
 */
export function PostBody({ body, bodyFormat, className = 'post-body' }: Props) {
  if (bodyFormat === 'PLAIN')
    return (
      <div className={`${className} post-body--plain`} dir="auto">
        {body}
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML only (see above)
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: body }} />;
}
