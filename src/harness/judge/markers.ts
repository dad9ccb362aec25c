/** A difference's side where there is no value: a key, item or tool one side lacks, or nothing compared (docs/adapter.md, "How the judge reads your results"). */
export const ABSENT = '<absent>' as const;
/** A difference's request side where the request could not be read as JSON: a lie, or a list that is no list. */
export const UNREADABLE = '<unreadable>' as const;
