import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Building } from '@cc/contracts/directory';
import { App, Button, Empty, List, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { useDeleteBuilding } from '../api/buildings';
import { errorText } from '../directory-rules';
import { BuildingDialog } from './building-dialog';

/** The buildings (or village lanes) with their floors and unit counts; add, rename, remove empty ones. */
export function BuildingsPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const { data, isPending, error } = useBuildings();
  const remove = useDeleteBuilding();
  const [editing, setEditing] = useState<Building | null | 'new'>(null);
  return (
    <section className="cc-card dir-buildings" aria-labelledby="dir-buildings-title">
      <div className="dir-toolbar">
        <h2 id="dir-buildings-title" className="dir-subtitle">
          {t('building.title')}
        </h2>
        {canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-building">
            {t('building.add')}
          </Button>
        )}
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : error ? (
        <div role="alert">{errorText(error)}</div>
      ) : data.length === 0 ? (
        <Empty description={t('building.empty')} />
      ) : (
        <List
          size="small"
          dataSource={data}
          renderItem={(b) => (
            <List.Item
              actions={
                canWrite
                  ? [
                      <Button
                        key="edit"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('building.editNamed', { name: b.name })}
                        onClick={() => setEditing(b)}
                      />,
                      <Popconfirm
                        key="del"
                        title={t('building.deleteConfirm', { name: b.name })}
                        description={b.unitCount > 0 ? t('building.deleteHasUnits') : undefined}
                        okText={t('common.delete')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true, disabled: b.unitCount > 0 }}
                        onConfirm={() =>
                          remove.mutate(b.buildingID, {
                            onSuccess: () => void message.success(t('building.deleted')),
                            onError: (e) => void message.error(errorText(e)),
                          })
                        }
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('building.deleteNamed', { name: b.name })}
                        />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={b.name}
                description={t('building.summary', { floors: b.floors, units: b.unitCount })}
              />
            </List.Item>
          )}
        />
      )}
      <BuildingDialog
        key={editing === 'new' ? 'new' : (editing?.buildingID ?? 'none')}
        open={editing !== null}
        building={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
