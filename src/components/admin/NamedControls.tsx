'use client'

import { useEffect } from 'react'

/**
 * Names Payload's icon-only controls and unlabelled inputs on every admin view (`admin.components.header`, so it runs
 * on each one): a list's row checkboxes, after their row; its pager arrows; the filter builder's add and remove and its
 * selects; every select's input (after its field) and clear button; the arrow beside Publish, a document's and an
 * array row's "more" menus; a scheduled event's delete; a file's copy and remove; an upload card's edit and remove,
 * after its file; a date's input and clear button; a row's lock; an array row's drag handle; the rich-text editor's
 * area and toolbar. Payload offers no slot or prop for these names, hence hand-written; the views re-render as they
 * change, hence the observer.
 */
/** The rich-text toolbar's buttons, by the key Payload gives each (`data-button-key`). */
const TOOL_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  link: 'Link',
  upload: 'Picture',
  unorderedList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  paragraph: 'Normal text',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
}

export function NamedControls() {
  useEffect(() => {
    const label = (el: Element | null, text: string) => {
      if (el && text && el.getAttribute('aria-label') !== text) el.setAttribute('aria-label', text)
    }
    const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
    const name = () => {
      for (const row of document.querySelectorAll<HTMLTableRowElement>('.table tbody tr')) {
        // The first cell is the checkbox; the row is named by the first cell after it that has words.
        const title = [...row.cells].slice(1).map(text).find(Boolean)
        if (title) label(row.querySelector('input[type="checkbox"]'), `Select ${title}`)
      }
      label(document.querySelector('.table thead input[type="checkbox"]'), 'Select every row on this page')
      for (const remove of document.querySelectorAll('.condition__actions-remove'))
        label(remove, 'Remove this condition')
      for (const add of document.querySelectorAll('.condition__actions-add'))
        label(add, 'Add a condition to this group')
      for (const arrow of document.querySelectorAll('.clickable-arrow--left')) label(arrow, 'Previous page')
      for (const arrow of document.querySelectorAll('.clickable-arrow--right')) label(arrow, 'Next page')
      for (const copy of document.querySelectorAll('.file-details .copy-to-clipboard'))
        label(copy, "Copy the file's address")
      for (const remove of document.querySelectorAll('.file-details__remove')) label(remove, 'Remove the file')
      for (const card of document.querySelectorAll('.upload-relationship-details')) {
        const file = text(card.querySelector('.upload-relationship-details__filename')) || 'the picture'
        label(card.querySelector('.upload-relationship-details__edit'), `Edit ${file}`)
        label(card.querySelector('.upload-relationship-details__remove'), `Remove ${file}`)
      }
      for (const clear of document.querySelectorAll('.date-time-picker__clear-button')) label(clear, 'Clear the date')
      // A date field's text input, after its field.
      for (const input of document.querySelectorAll('.react-datepicker__input-container input')) {
        const field = text(input.closest('.field-type')?.querySelector('.field-label')).replace(/\s*\*$/, '')
        if (!input.id || !document.querySelector(`label[for="${CSS.escape(input.id)}"]`)) label(input, field || 'Date')
      }
      // A list row another person has open: its lock says who, in a tooltip only shown on hover.
      for (const lock of document.querySelectorAll('.locked'))
        label(lock, text(lock.querySelector('.locked__tooltip')) || 'Someone else is editing this')
      // Live preview: its frame and the device size it is drawn at.
      const frame = document.querySelector('#live-preview-iframe')
      if (frame && frame.getAttribute('title') !== 'Live preview') frame.setAttribute('title', 'Live preview')
      const [width, height] = document.querySelectorAll('input.toolbar-input')
      label(width ?? null, 'Preview width in pixels')
      label(height ?? null, 'Preview height in pixels')
      // Payload's selects (react-select) draw no label for their input: named after their field, or in the filter
      // builder after their part of the condition.
      for (const input of document.querySelectorAll('.react-select input:not([type="hidden"])')) {
        const part = input.closest('.condition__field, .condition__operator, .condition__value')
        const field = text(input.closest('.field-type')?.querySelector('.field-label'))
        label(
          input,
          part?.classList.contains('condition__field')
            ? 'Filter by'
            : part?.classList.contains('condition__operator')
              ? 'Comparison'
              : part
                ? 'Value to compare with'
                : field.replace(/\s*\*$/, '') || 'Choose',
        )
        const select = input.closest('.react-select')
        const name = input.getAttribute('aria-label') ?? 'the choice'
        // react-select marks its indicators aria-hidden while Payload draws them as focusable buttons: the clear button
        // is kept as a named button; the arrow, whose menu the input itself opens (arrow keys), leaves the Tab order.
        for (const clear of select?.querySelectorAll('.clear-indicator') ?? []) {
          clear.removeAttribute('aria-hidden')
          label(clear, `Clear ${name}`)
        }
        for (const arrow of select?.querySelectorAll('.dropdown-indicator') ?? [])
          if (arrow.getAttribute('tabindex') !== '-1') arrow.setAttribute('tabindex', '-1')
      }
      // A document's view tabs (Edit, Versions, API) are links and buttons in a <ul> without <li>: a named group.
      for (const tabs of document.querySelectorAll('.doc-tabs__tabs')) {
        if (tabs.getAttribute('role') !== 'group') tabs.setAttribute('role', 'group')
        label(tabs, 'Views of this document')
      }
      // A chosen value's chip is a drag handle (role button) holding its remove and edit buttons, which a button may
      // not hold: a group that keeps its keyboard reordering.
      for (const chip of document.querySelectorAll('.rs__multi-value[role="button"]')) {
        chip.setAttribute('role', 'group')
        label(chip, text(chip.querySelector('.multi-value-label')))
      }
      // An array field's copy and paste menu, after its field.
      for (const menu of document.querySelectorAll('.clipboard-action__popup .popup-button')) {
        const field = text(
          menu
            .closest('.array-field, .blocks-field')
            ?.querySelector('.array-field__title, .blocks-field__title, .field-label'),
        )
        label(menu, `Copy or paste ${field.replace(/\s*\*$/, '') || 'these rows'}`)
      }
      // Icon-only popup buttons: the arrow beside Publish, a document's and an array row's "more" menu.
      for (const arrow of document.querySelectorAll('.btn--withPopup .popup-button'))
        label(arrow, 'More ways to publish')
      for (const more of document.querySelectorAll('.doc-controls__popup .popup-button'))
        label(more, 'More actions on this document')
      for (const more of document.querySelectorAll('.array-actions .popup-button')) {
        const title = text(more.closest('[id*="-row-"]')?.querySelector('.row-label'))
        label(more, `Actions on ${title || 'this row'}`)
      }
      // The schedule drawer's list of upcoming events: each row's delete.
      for (const row of document.querySelectorAll('.schedule-publish__upcoming tbody tr')) {
        const cells = [...row.querySelectorAll('td')].map(text).filter(Boolean)
        label(row.querySelector('button'), `Delete the scheduled ${cells.join(', ').toLowerCase() || 'event'}`)
      }
      // The rich-text editor (Lexical): its writing area after its field, its icon buttons after what they do.
      for (const area of document.querySelectorAll('.ContentEditable__root')) {
        const field = text(area.closest('.field-type')?.querySelector('.field-label')).replace(/\s*\*$/, '')
        label(area, field || 'Text')
      }
      for (const button of document.querySelectorAll('.toolbar-popup__button[data-button-key]')) {
        const key = button.getAttribute('data-button-key') ?? ''
        label(button, TOOL_NAMES[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
      }
      for (const handle of document.querySelectorAll('.collapsible__drag')) {
        const row = handle.closest('[id*="-row-"]')
        const number = Number(row?.id.match(/-row-(\d+)$/)?.[1] ?? -1) + 1
        const title = text(row?.querySelector('.row-label'))
        label(handle, `Move ${title || (number > 0 ? `row ${number}` : 'this row')}`)
      }
    }
    name()
    // Once per render (its mutations arrive as one batch), before anything else runs: a control is never unnamed.
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}
