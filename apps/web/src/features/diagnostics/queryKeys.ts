/** The diagnostics page's query keys (docs/architecture.md, "Query keys"). */
export const diagnosticsKeys = {
  /** The resellers a signed-in administrator may choose, per signed-in user. */
  resellers: (userId: string | null) => ['resellers', 'diagnostics', userId] as const,
};
