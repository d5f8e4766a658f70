import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

type Level = 0 | 1 | 2 | 3;
/** 0 is a paragraph, 1–3 the heading levels a question needs. */
const levels: readonly { level: Level; label: string }[] = [
  { level: 0, label: 'kassa.help.textLevel.paragraph' },
  { level: 1, label: 'kassa.help.textLevel.heading1' },
  { level: 2, label: 'kassa.help.textLevel.heading2' },
  { level: 3, label: 'kassa.help.textLevel.heading3' },
];

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;
const levelOf = (editor: Editor | null | undefined): Level => levels.find(({ level }) => level > 0 && editor?.isActive('heading', { level }))?.level ?? 0;

/**
 * The rich-text toolbar's paragraph/heading switch. It replaces ra-input-rich-text's LevelSelect, whose button is
 * named "Current level" without the level it shows (WCAG 2.5.3) and sits in a list item without a list: this one
 * is a button named by both, with a menu.
 */
export function LevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [current, setCurrent] = useState<Level>(() => levelOf(editor));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  useEffect(() => {
    if (!editor) return undefined;
    const follow = () => setCurrent(levelOf(editor));
    follow();
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  const choose = (level: Level) => {
    setAnchor(null);
    if (!editor) return;
    if (level === 0) editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level }).run();
  };
  const shown = translate(levels[current]!.label);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={`${translate('kassa.help.textLevel.label')}: ${shown}`}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDown />}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {shown}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {levels.map(({ level, label }) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
