import type { AdminCategoryNodeVo, AdminCategoryVo } from '@caravan/contract';
import { Badge, Button, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoryTree } from '../api/category-tree';
import { useDeleteCategory } from '../api/delete-category';
import classes from '../../../components/admin-ui.module.css';
import { CategoryModal } from './category-modal';
import catalog from './catalog.module.css';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { categoryLabel } from '../lib/category-label';

type Editing = { category: AdminCategoryVo | null; parentId?: string };

/** Categories: the two-level tree in display order, with icons, translations and goods counts. */
export function CategoriesPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.categories'));
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryVo | null>(null);

  return (
    <>
      <PageHeader
        title={t('nav.categories')}
        description={t('categories.intro')}
        actions={
          <Button onClick={() => setEditing({ category: null })} data-testid="category-new">
            {t('categories.new')}
          </Button>
        }
      />
      {tree.isError ? (
        <QueryError query={tree} />
      ) : tree.isPending ? (
        <div className={classes.stack} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={96} radius="md" />
          ))}
        </div>
      ) : tree.data.length === 0 ? (
        <EmptyState>{t('categories.empty')}</EmptyState>
      ) : (
        <ol className={catalog.tree} data-testid="category-tree">
          {tree.data.map((top) => (
            <li key={top.id} className={catalog.treeNode}>
              <CategoryRow
                category={top}
                onEdit={() => setEditing({ category: top })}
                onDelete={() => setDeleting(top)}
                onAddSub={() => setEditing({ category: null, parentId: top.id })}
              />
              {top.subList.length > 0 && (
                <ol className={catalog.subTree}>
                  {top.subList.map((sub) => (
                    <li key={sub.id}>
                      <CategoryRow
                        category={sub}
                        onEdit={() => setEditing({ category: sub })}
                        onDelete={() => setDeleting(sub)}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && tree.data && (
        <CategoryModal
          category={editing.category}
          parentId={editing.parentId}
          tree={tree.data}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

type CategoryRowProps = {
  category: AdminCategoryVo | AdminCategoryNodeVo;
  onEdit: () => void;
  onDelete: () => void;
  onAddSub?: () => void;
};

function CategoryRow({ category, onEdit, onDelete, onAddSub }: CategoryRowProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const name = categoryLabel(category, lang);
  const { filled, total } = category.translations;
  return (
    <div className={catalog.categoryRow} data-testid="category-row">
      {category.iconImg ? (
        <img src={category.iconImg} alt="" className={catalog.categoryIcon} />
      ) : (
        <span className={catalog.categoryIcon} aria-hidden="true" />
      )}
      <div className={catalog.categoryInfo}>
        <span className={catalog.categoryName} dir="auto">
          {name}
        </span>
        <span className={classes.badges}>
          <Badge variant="light" color="gray" size="sm">
            {t('categories.order', { sort: category.sort })}
          </Badge>
          <Badge variant="light" color={filled === total ? 'teal' : 'blue'} size="sm">
            {t('translations.short', { filled, total })}
          </Badge>
          <Badge variant="light" color="gray" size="sm">
            {t('categories.goodsCount', { count: category.goodsCount })}
          </Badge>
          {category.isHidden === 1 && (
            <Badge variant="outline" color="orange" size="sm">
              {t('categories.hidden')}
            </Badge>
          )}
        </span>
      </div>
      <div className={catalog.rowActions}>
        {onAddSub && (
          <Button size="compact-sm" variant="subtle" onClick={onAddSub}>
            {t('categories.addSub')}
          </Button>
        )}
        <RowAction variant="light" label={t('categories.edit')} subject={name} onClick={onEdit} />
        <RowAction
          variant="subtle"
          color="red"
          label={t('categories.delete')}
          subject={name}
          onClick={onDelete}
        />
      </div>
    </div>
  );
}

function DeleteCategoryDialog({ category, onClose }: { category: AdminCategoryVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const remove = useDeleteCategory();
  const name = categoryLabel(category, lang);
  return (
    <ConfirmDialog
      opened
      title={t('categories.deleteTitle', { name })}
      confirmLabel={t('categories.delete')}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(category.id, {
          onSuccess: () => {
            toast.success(t('categories.deleted', { name }));
            onClose();
          },
        })
      }
    >
      <p>{t('categories.deleteBody')}</p>
      {remove.error && (
        <p className={classes.fieldError} role="alert" data-testid="category-delete-error">
          {remove.error instanceof ApiError ? errorMessage(remove.error) : t('common.loadFailedBody')}
        </p>
      )}
    </ConfirmDialog>
  );
}
