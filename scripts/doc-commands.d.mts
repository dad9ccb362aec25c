/** One shell command of a Markdown document's ```sh blocks. */
export interface DocCommand {
  /** 1-based line the command starts on. */
  readonly line: number;
  /** The command, continuation lines joined, trailing comment removed. */
  readonly command: string;
  /** The exit code its `# exit N` comment documents; 0 without one. */
  readonly exit: number;
  /** Marked `# in a clone`: it needs the repository, so the installed check leaves it out. */
  readonly clone: boolean;
}

export declare function docCommands(markdown: string): DocCommand[];
