// What every game page's shell shares: filling a settings <select>, the yes/no confirm dialog
// and the load progress. Each page keeps its own texts and settings; these only draw them.

const $ = (id) => document.getElementById(id);

/** Fills <select> `sel` with `values` (labelled by `label(v)`, disabled where `disabled(v)`)
 *  and selects `current`. */
export function fillSelect(sel, values, label, current, disabled = () => false) {
  sel.replaceChildren();
  for (const v of values) {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    o.disabled = disabled(v);
    sel.append(o);
  }
  sel.value = String(current);
}

/** The page's #confirm dialog as a yes/no question; resolves true for yes. */
export function ask(text) {
  const dlg = $('confirm');
  $('confirm-text').textContent = text;
  return new Promise((resolve) => {
    dlg.addEventListener('close', () => resolve(dlg.returnValue === 'yes'), { once: true });
    dlg.returnValue = '';
    dlg.showModal();
    $('confirm-yes').focus();
  });
}

/** Load progress in #progress-bar and #loading-stage. `stageText(stage)` names a stage in the
 *  current language; `relabel()` redraws the last stage's name after a change of language. */
export function createProgress(stageText) {
  let lastStage = null;
  return {
    show({ stage, fraction } = {}) {
      if (typeof fraction === 'number' && Number.isFinite(fraction)) {
        const f = Math.max(0, Math.min(1, fraction));
        $('progress-bar').style.width = `${Math.round(f * 100)}%`;
      }
      if (stage) {
        lastStage = stage;
        $('loading-stage').textContent = stageText(stage) || '';
      }
    },
    relabel() {
      if (lastStage) $('loading-stage').textContent = stageText(lastStage) || '';
    },
  };
}
