import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Picker } from '../../../shared/ui/picker';
import { useScenarios } from '../api/get-scenarios';
import { createWorld, loadScenario, resetWorld, useWorlds } from '../api/get-worlds';
import { useControlAction } from '../hooks/use-control-action';
import { currentWorldId, switchWorld } from '../hooks/world-cookie';
import { PanelSection } from './panel-section';

// Not '': the picker shows its placeholder for an empty value.
const NO_SCENARIO = 'seed-only';

/** Scenarios and worlds: reset or load here, or move this browser to another world. */
export function WorldSection() {
  const { t } = useTranslation('control-panel');
  const scenarios = useScenarios();
  const worlds = useWorlds();
  const [scenario, setScenario] = useState(NO_SCENARIO);
  const worldId = currentWorldId();
  const chosen = scenario === NO_SCENARIO ? null : scenario;

  const reset = useControlAction({ run: resetWorld, confirm: () => t('world.loaded'), after: 'reload' });
  const load = useControlAction({ run: loadScenario, confirm: () => t('world.loaded'), after: 'reload' });
  const create = useControlAction({
    run: async (name: string | null) => {
      const world = await createWorld(name);
      switchWorld(world.id);
      return world;
    },
    confirm: () => t('world.switched'),
    after: 'reload',
  });
  const move = useControlAction({
    run: async (id: string | null) => switchWorld(id),
    confirm: () => t('world.switched'),
    after: 'reload',
  });

  const options = [
    { value: NO_SCENARIO, label: t('world.noScenario') },
    ...(scenarios.data ?? [])
      .filter((item) => item.valid)
      .map((item) => ({ value: item.name, label: item.name, description: item.description })),
  ];
  const otherWorlds = (worlds.data ?? []).filter((world) => world.id !== worldId);

  return (
    <PanelSection title={t('world.heading')}>
      <p className="control-panel__note">{t('world.current', { id: worldId ?? t('world.defaultWorld') })}</p>
      <Picker label={t('world.scenario')} options={options} value={scenario} onChange={setScenario} />
      <div className="control-panel__actions">
        <Button size="sm" loading={reset.isPending} onClick={() => reset.mutate(chosen)}>
          {t('world.reset')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={chosen === null}
          loading={load.isPending}
          onClick={() => chosen && load.mutate(chosen)}
        >
          {t('world.load')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={create.isPending}
          onClick={() => create.mutate(chosen)}
        >
          {t('world.newWorld')}
        </Button>
        {worldId !== null && (
          <Button size="sm" variant="ghost" onClick={() => move.mutate(null)}>
            {t('world.backToDefault')}
          </Button>
        )}
      </div>
      <h4 className="control-panel__subheading">{t('world.list')}</h4>
      {otherWorlds.length === 0 ? (
        <p className="control-panel__note">{t('world.none')}</p>
      ) : (
        <ul className="control-panel__list">
          {otherWorlds.map((world) => (
            <li key={world.id}>
              <Button size="sm" variant="ghost" onClick={() => move.mutate(world.id)}>
                {t('world.use', { id: world.id })}
              </Button>
              {world.scenario && <span className="control-panel__note"> {world.scenario}</span>}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
