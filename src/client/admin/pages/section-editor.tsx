import { type ReactNode, useId, useState } from 'react';
import { DATA_SOURCE_NAMES, EDITOR, PAGE_EDITOR_WORDS } from '../../../shared/content/page-editor-words';
import { LIMITS, type PageDocumentInput } from '../../../shared/page-content/document';
import { HOME_PARTS } from '../../../shared/page-content/home-parts';
import { blockTitle, freshTabId, type KindWithParts } from '../../../shared/page-content/structure';
import { useToast } from '../kit/toast';
import { ArtField, FieldMessages, Group, LinesField, MarkdownField, TextLine, useEditor } from './doc-fields';
import { getAt, moveAt, type Path, pathKey, removeAt } from './document-path';

// Each kind of section and part edited from its shape: its words (plain lines and Markdown), its
// pictures and its items. Layout choices (columns, tones, icons, which side the picture is on) are
// the designer's and are not offered, so nothing here can break the page's look.

type SectionInput = PageDocumentInput['sections'][number];
type BlockInput = Extract<SectionInput, { kind: 'band' }>['blocks'][number];

/** Move up / Move down / Remove for one section, tab or part, their accessible names naming it. */
export function SectionControls({
  name,
  disabled,
  isFirst,
  isLast,
  onMove,
  onRemove,
  cannotRemove = false,
}: {
  name: string;
  disabled: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  /** The last tab of a tabs section stays (a tabs section has at least one). */
  cannotRemove?: boolean;
}) {
  return (
    <div className="page-section-controls">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`${EDITOR.moveUp}: ${name}`}
        onClick={() => onMove('up')}
        disabled={disabled || isFirst}
      >
        {EDITOR.moveUp}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`${EDITOR.moveDown}: ${name}`}
        onClick={() => onMove('down')}
        disabled={disabled || isLast}
      >
        {EDITOR.moveDown}
      </button>
      <button
        type="button"
        className="btn btn-danger btn-sm"
        aria-label={`${EDITOR.remove}: ${name}`}
        onClick={onRemove}
        disabled={disabled || cannotRemove}
      >
        {EDITOR.remove}
      </button>
    </div>
  );
}

/** The fields of one section, by its kind. */
export function SectionFields({ section, path, name }: { section: SectionInput; path: Path; name: string }) {
  switch (section.kind) {
    case 'band':
      return (
        <>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} optional />
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} optional />
          <MarkdownField path={[...path, 'intro']} label={EDITOR.introField} inline optional />
          <Blocks blocks={section.blocks} path={[...path, 'blocks']} parts={{ sectionKind: 'band', owner: name }} />
        </>
      );
    case 'split':
      return (
        <>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} optional />
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'lead']} label={EDITOR.leadField} inline optional />
          <MarkdownField path={[...path, 'body']} label={EDITOR.bodyField} optional />
          <ArtField path={[...path, 'art']} owner={name} />
          <Blocks
            blocks={section.blocks ?? []}
            path={[...path, 'blocks']}
            parts={{ sectionKind: 'split', owner: name }}
          />
        </>
      );
    case 'tabs':
      return <TabsFields section={section} path={path} name={name} />;
    case 'cta':
      return (
        <>
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'text']} label={EDITOR.textField} inline />
        </>
      );
    case 'hero':
      return (
        <>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} optional />
          <MarkdownField path={[...path, 'lead']} label={EDITOR.leadField} inline optional />
          <Group legend={EDITOR.actionsLegend} className="page-block">
            <Items
              path={[...path, 'actions']}
              items={section.actions}
              title={(action) => action.label}
              blank={{ label: '', link: '/' }}
              render={(_action, p) => (
                <>
                  <TextLine path={[...p, 'label']} label={EDITOR.labelField} />
                  <TextLine path={[...p, 'link']} label={EDITOR.linkField} hint={EDITOR.linkHint} />
                </>
              )}
            />
          </Group>
          <Group legend={EDITOR.factsLegend} className="page-block">
            <Items
              path={[...path, 'facts']}
              items={section.facts}
              title={(fact) => fact.label}
              blank={{ figure: '', label: '' }}
              render={(_fact, p) => (
                <>
                  <TextLine path={[...p, 'figure']} label={EDITOR.figureField} />
                  <TextLine path={[...p, 'label']} label={EDITOR.labelField} />
                </>
              )}
            />
          </Group>
        </>
      );
    case 'video':
      return (
        <>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} optional />
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'body']} label={EDITOR.bodyField} optional />
          <Group legend={EDITOR.valuesLegend} className="page-block">
            <Items
              path={[...path, 'values']}
              items={section.values}
              title={(value) => value.title}
              render={(_value, p) => (
                <>
                  <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
                  <MarkdownField path={[...p, 'text']} label={EDITOR.textField} inline />
                </>
              )}
            />
          </Group>
          {section.button && (
            <>
              <TextLine path={[...path, 'button', 'label']} label={EDITOR.buttonLabelField} />
              <TextLine path={[...path, 'button', 'link']} label={EDITOR.buttonLinkField} hint={EDITOR.linkHint} />
            </>
          )}
        </>
      );
    case 'part':
      return (
        <>
          <p className="muted">{EDITOR.dataNote(HOME_PARTS[section.source].shows)}</p>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} />
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'intro']} label={EDITOR.introField} inline optional />
        </>
      );
  }
}

type TabsInput = Extract<SectionInput, { kind: 'tabs' }>;

/**
 * A section's or a tab's message while it has nothing in it (a publish refuses it): the server's
 * refusal when there is one, else the editor's own note as the office empties it.
 */
export function EmptyNote({ path }: { path: Path }) {
  const editor = useEditor();
  const key = pathKey(path);
  // A refusal stays beside the place until it is filled (or saved again).
  if (editor.errors[key] && editor.empty.has(key)) return <FieldMessages path={path} />;
  editor.shown.add(key);
  if (!editor.empty.has(key)) return null;
  return (
    <p className="field-hint page-empty-note">
      {path.includes('tabs') ? PAGE_EDITOR_WORDS.emptyTab : PAGE_EDITOR_WORDS.emptySection}
    </p>
  );
}

/** A tabs section: its name, the parts above the tabs, and each tab, which the office adds, moves and removes. */
function TabsFields({ section, path, name }: { section: TabsInput; path: Path; name: string }) {
  const editor = useEditor();
  const toast = useToast();
  const tabsPath = [...path, 'tabs'];
  const count = section.tabs.length;
  function addTab() {
    const tab = { id: freshTabId(section.tabs.map((t) => t.id)), label: '', blocks: [] };
    editor.edit(tabsPath, [...section.tabs, tab]);
    toast.success(EDITOR.tabAdded(EDITOR.tabName(count + 1, '')));
  }
  return (
    <>
      <TextLine path={[...path, 'label']} label={EDITOR.tabsLabelField} />
      <Blocks blocks={section.blocks ?? []} path={[...path, 'blocks']} parts={{ sectionKind: 'tabs', owner: name }} />
      {section.tabs.map((tab, i) => {
        const tabName = EDITOR.tabName(i + 1, tab.label);
        return (
          <Group key={tab.id} legend={EDITOR.tabLegend(i + 1, tab.label)} className="page-tab">
            {!editor.readOnly && (
              <SectionControls
                name={tabName}
                disabled={editor.disabled}
                isFirst={i === 0}
                isLast={i === count - 1}
                cannotRemove={count === 1}
                onMove={(to) =>
                  editor.edit(tabsPath, getAt(moveAt(editor.doc, tabsPath, i, to === 'up' ? i - 1 : i + 1), tabsPath))
                }
                onRemove={() => {
                  if (window.confirm(EDITOR.removeTabConfirm(tabName))) {
                    editor.edit(tabsPath, getAt(removeAt(editor.doc, tabsPath, i), tabsPath));
                  }
                }}
              />
            )}
            <EmptyNote path={[...tabsPath, i]} />
            <TextLine path={[...tabsPath, i, 'label']} label={EDITOR.tabLabelField} />
            <Blocks
              blocks={tab.blocks}
              path={[...tabsPath, i, 'blocks']}
              parts={{ sectionKind: 'tabs', owner: tabName }}
            />
          </Group>
        );
      })}
      <FieldMessages path={tabsPath} />
      {!editor.readOnly && (
        <div className="page-inline-actions">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={EDITOR.addTabTo(name)}
            onClick={addTab}
            // The design's tab list holds at most 8 tabs (TabsSectionSchema).
            disabled={editor.disabled || count >= 8}
          >
            {EDITOR.addTab}
          </button>
        </div>
      )}
    </>
  );
}

/** Where a list of parts is, when the office may add, move and remove them: its section's kind and its name. */
interface PartsOwner {
  sectionKind: KindWithParts;
  owner: string;
}

function Blocks({ blocks, path, parts }: { blocks: readonly BlockInput[]; path: Path; parts?: PartsOwner }) {
  const editor = useEditor();
  const canChange = parts !== undefined && !editor.readOnly;
  if (blocks.length === 0 && !canChange) return <FieldMessages path={path} />;
  const move = (from: number, to: number) => editor.edit(path, getAt(moveAt(editor.doc, path, from, to), path));
  return (
    <div className="page-blocks">
      {blocks.map((block, i) => {
        const legend = EDITOR.blockLegend(block.kind, blockTitle(block));
        return (
          <Group key={i} legend={legend} className="page-block">
            {canChange && parts && (
              <SectionControls
                name={EDITOR.partName(i + 1, legend, parts.owner)}
                disabled={editor.disabled}
                isFirst={i === 0}
                isLast={i === blocks.length - 1}
                onMove={(to) => move(i, to === 'up' ? i - 1 : i + 1)}
                onRemove={() => {
                  if (window.confirm(EDITOR.removePartConfirm(EDITOR.partName(i + 1, legend, parts.owner)))) {
                    editor.edit(path, getAt(removeAt(editor.doc, path, i), path));
                  }
                }}
              />
            )}
            <FieldMessages path={[...path, i, 'kind']} />
            <BlockBody block={block} path={[...path, i]} />
          </Group>
        );
      })}
      {canChange && parts && <AddPart blocks={blocks} path={path} parts={parts} />}
      <FieldMessages path={path} />
    </div>
  );
}

/** "Add a part": a blank part of a kind this kind of section holds on this page, at the end of the list. */
function AddPart({ blocks, path, parts }: { blocks: readonly BlockInput[]; path: Path; parts: PartsOwner }) {
  const editor = useEditor();
  const toast = useToast();
  const id = useId();
  const templates = editor.allowedParts[parts.sectionKind] ?? [];
  const [choice, setChoice] = useState(0);
  if (templates.length === 0) return null;
  function add() {
    const template = templates[choice] ?? templates[0];
    if (!template) return;
    editor.edit(path, [...blocks, structuredClone(template.block)]);
    toast.success(
      EDITOR.partAdded(EDITOR.partName(blocks.length + 1, EDITOR.blockLegend(template.kind, ''), parts.owner)),
    );
  }
  return (
    <div className="page-add-row page-add-part">
      <div className="field">
        <label htmlFor={id}>{EDITOR.addPartKind(parts.owner)}</label>
        <select id={id} value={choice} onChange={(e) => setChoice(Number(e.target.value))} disabled={editor.disabled}>
          {templates.map((t, i) => (
            <option key={`${t.kind}:${t.source ?? ''}`} value={i}>
              {EDITOR.partKindName(t.kind, t.source)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={EDITOR.addPartTo(parts.owner)}
        onClick={add}
        disabled={editor.disabled || blocks.length >= LIMITS.items}
      >
        {EDITOR.addPart}
      </button>
    </div>
  );
}

function BlockBody({ block, path }: { block: BlockInput; path: Path }) {
  switch (block.kind) {
    case 'text':
      return <MarkdownField path={[...path, 'body']} label={EDITOR.bodyField} />;
    case 'cards':
      return (
        <Items
          path={[...path, 'items']}
          items={block.items}
          title={(card) => card.title}
          blank={{ title: '', text: '' }}
          render={(card, p, name) => (
            <>
              <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
              {card.subtitle !== undefined && (
                <TextLine path={[...p, 'subtitle']} label={EDITOR.subtitleField} optional />
              )}
              {card.place !== undefined && <TextLine path={[...p, 'place']} label={EDITOR.placeField} optional />}
              <MarkdownField
                path={[...p, 'text']}
                label={EDITOR.textField}
                inline
                optional={card.items !== undefined}
              />
              {card.items !== undefined && (
                <LinesField path={[...p, 'items']} label={EDITOR.listItems} hint={EDITOR.listItemsHint} />
              )}
              {card.link !== undefined && (
                <TextLine path={[...p, 'link']} label={EDITOR.linkField} hint={EDITOR.linkHint} optional />
              )}
              {card.art && <ArtField path={[...p, 'art']} owner={name} />}
            </>
          )}
        />
      );
    case 'list':
      return <LinesField path={[...path, 'items']} label={EDITOR.listItems} hint={EDITOR.listItemsHint} />;
    case 'table':
      return <TableFields block={block} path={path} />;
    case 'facts':
      return (
        <Items
          path={[...path, 'items']}
          items={block.items}
          title={(item) => item.term}
          blank={{ term: '', value: '' }}
          render={(_item, p) => (
            <>
              <TextLine path={[...p, 'term']} label={EDITOR.termField} />
              <MarkdownField path={[...p, 'value']} label={EDITOR.valueField} inline />
            </>
          )}
        />
      );
    case 'timeline':
      return (
        <>
          <TitleTextItems path={[...path, 'items']} items={block.items} />
          <MarkdownField path={[...path, 'note']} label={EDITOR.noteField} inline optional />
        </>
      );
    case 'callout':
      return (
        <>
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'text']} label={EDITOR.textField} inline />
        </>
      );
    case 'link':
      return (
        <>
          <TextLine path={[...path, 'label']} label={EDITOR.labelField} />
          <TextLine path={[...path, 'link']} label={EDITOR.linkField} hint={EDITOR.linkHint} />
        </>
      );
    case 'gallery':
      return (
        <Items
          path={[...path, 'items']}
          items={block.items}
          title={(item) => item.title}
          render={(_item, p, name) => (
            <>
              <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
              <TextLine path={[...p, 'caption']} label={EDITOR.captionField} optional />
              <ArtField path={[...p, 'art']} owner={name} />
            </>
          )}
        />
      );
    case 'data':
      return <p className="muted">{EDITOR.dataNote(DATA_SOURCE_NAMES[block.source])}</p>;
    case 'subsection':
      return (
        <>
          <TextLine path={[...path, 'eyebrow']} label={EDITOR.eyebrowField} optional />
          <TextLine path={[...path, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...path, 'lead']} label={EDITOR.leadField} inline optional />
          {block.art && <ArtField path={[...path, 'art']} owner={block.title} />}
          <Blocks blocks={block.blocks as BlockInput[]} path={[...path, 'blocks']} />
        </>
      );
    case 'note':
      return <MarkdownField path={[...path, 'text']} label={EDITOR.textField} inline />;
    case 'steps':
      return <TitleTextItems path={[...path, 'items']} items={block.items} />;
    case 'dated':
      return (
        <Items
          path={[...path, 'items']}
          items={block.items}
          title={(item) => item.title}
          blank={{ when: '', title: '', text: '' }}
          render={(_item, p) => (
            <>
              <TextLine path={[...p, 'when']} label={EDITOR.whenField} />
              <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
              <MarkdownField path={[...p, 'text']} label={EDITOR.textField} inline />
            </>
          )}
        />
      );
    case 'quote':
      return <MarkdownField path={[...path, 'text']} label={EDITOR.textField} inline />;
    case 'panels':
      return (
        <Items
          path={[...path, 'items']}
          items={block.items}
          title={(panel) => panel.title}
          render={(panel, p) => (
            <>
              <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
              {panel.aside !== undefined && <TextLine path={[...p, 'aside']} label={EDITOR.asideField} optional />}
              <Blocks blocks={panel.blocks as BlockInput[]} path={[...p, 'blocks']} />
            </>
          )}
        />
      );
  }
}

/** Items that are each a title and a sentence (a timeline, numbered steps). */
function TitleTextItems({ path, items }: { path: Path; items: readonly { title: string; text: string }[] }) {
  return (
    <Items
      path={path}
      items={items}
      title={(item) => item.title}
      blank={{ title: '', text: '' }}
      render={(_item, p) => (
        <>
          <TextLine path={[...p, 'title']} label={EDITOR.titleField} />
          <MarkdownField path={[...p, 'text']} label={EDITOR.textField} inline />
        </>
      )}
    />
  );
}

/**
 * A part's items (cards, facts, steps, pictures), each in its own group with Remove, and Add an item
 * when a blank one can be made (a picture needs its drawing, so pictures are not added here).
 */
function Items<T>({
  path,
  items,
  title,
  blank,
  render,
}: {
  path: Path;
  items: readonly T[];
  title: (item: T) => string;
  blank?: T;
  render: (item: T, path: Path, name: string) => ReactNode;
}) {
  const editor = useEditor();
  return (
    <div className="page-items">
      {items.map((item, i) => {
        const name = EDITOR.itemLegend(i + 1, title(item));
        return (
          <Group key={i} legend={name} className="page-item">
            {render(item, [...path, i], name)}
            <div className="page-inline-actions" hidden={editor.readOnly}>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => editor.edit(path, getAt(removeAt(editor.doc, path, i), path))}
                disabled={editor.disabled}
                aria-label={EDITOR.removeItem(i + 1, title(item))}
              >
                {EDITOR.remove}
              </button>
            </div>
          </Group>
        );
      })}
      {blank && (
        <div className="page-inline-actions" hidden={editor.readOnly}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => editor.edit(path, [...items, blank])}
            disabled={editor.disabled}
          >
            {EDITOR.addItem}
          </button>
        </div>
      )}
      <FieldMessages path={path} />
    </div>
  );
}

type TableInput = Extract<BlockInput, { kind: 'table' }>;

/** A table: its caption, its column headings, and each row's cells under those headings. */
function TableFields({ block, path }: { block: TableInput; path: Path }) {
  const editor = useEditor();
  const rowsPath = [...path, 'rows'];
  return (
    <>
      <TextLine path={[...path, 'caption']} label={EDITOR.captionField} />
      <LinesField path={[...path, 'columns']} label={EDITOR.columnsField} />
      {block.note !== undefined && (
        <MarkdownField path={[...path, 'note']} label={EDITOR.tableNoteField} inline optional />
      )}
      {block.rows.map((row, r) => (
        <Group key={r} legend={EDITOR.rowLegend(r + 1)} className="page-row">
          <div className="page-row-cells">
            {block.columns.map((column, c) => (
              <TextLine key={c} path={[...rowsPath, r, c]} label={EDITOR.cellField(column)} />
            ))}
          </div>
          {/* A row longer than the headings (a heading was removed) keeps its cells until saved. */}
          {row.length > block.columns.length && <FieldMessages path={[...rowsPath, r]} />}
          <div className="page-inline-actions" hidden={editor.readOnly}>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => editor.edit(rowsPath, getAt(removeAt(editor.doc, rowsPath, r), rowsPath))}
              disabled={editor.disabled}
            >
              {EDITOR.removeRow(r + 1)}
            </button>
          </div>
        </Group>
      ))}
      <div className="page-inline-actions" hidden={editor.readOnly}>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => editor.edit(rowsPath, [...block.rows, block.columns.map(() => '')])}
          disabled={editor.disabled}
        >
          {EDITOR.addRow}
        </button>
      </div>
      <FieldMessages path={rowsPath} />
    </>
  );
}
